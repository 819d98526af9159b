"""The README's Engine API example runs as written, and its first lines are the two commands."""
import pathlib

README = pathlib.Path(__file__).resolve().parents[1] / "README.md"


def _python_blocks() -> list[str]:
    return [part.split("```", 1)[0] for part in README.read_text().split("```python")[1:]]


def test_readme_euchre_api_example_runs():
    scope: dict = {}
    exec(compile(_python_blocks()[0], "README.md", "exec"), scope)
    hand = scope["hand"]
    assert hand.is_over
    assert scope["code"].startswith("EU-standard-3")


def test_readme_ecarte_api_example_runs():
    scope: dict = {}
    exec(compile(_python_blocks()[1], "README.md", "exec"), scope)
    assert scope["hand"].is_over
    assert scope["hand"].result.points == (1, 1)


def test_readme_starts_with_the_two_commands():
    head = "\n".join(README.read_text().splitlines()[:12])
    assert "streamlit run app.py" in head
    assert "pytest" in head


def test_ci_runs_the_readme_test_command():
    ci = (README.parent / ".ci" / "run").read_text()
    head = README.read_text().splitlines()[:12]
    test_line = next(line for line in head if "pytest" in line)
    pytest_cmd = test_line[test_line.index("python3 -m pip"):]
    assert pytest_cmd in ci


def test_readme_ai_example_runs():
    scope: dict = {}
    exec(compile(_python_blocks()[2], "README.md", "exec"), scope)
    assert scope["action"] in scope["view"].legal_actions
    assert "Pass" in scope["odds"]["labels"]
