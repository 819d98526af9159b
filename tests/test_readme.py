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
    # .ci/run takes the README's test command from the README itself and runs it
    import re
    import subprocess
    ci = (README.parent / ".ci" / "run").read_text()
    pattern = re.search(r"grep -m1 -E '([^']+)' README.md", ci).group(1)
    found = subprocess.run(["grep", "-m1", "-E", pattern, str(README)], capture_output=True,
                           text=True, check=True).stdout.strip()
    head = README.read_text().splitlines()[:12]
    assert found == next(line for line in head if "pytest" in line)
    assert "python3 -m venv .venv" in found and "-r requirements-dev.lock" in found


def test_ci_installs_axe_core_before_the_test_command():
    # the accessibility audit needs axe-core from npm, where the test loads it from
    ci = (README.parent / ".ci" / "run").read_text()
    install = ci.index("npm install --no-audit --no-fund --prefix tests/browser/node axe-core@4")
    assert install < ci.index('bash -c "$cmd"')


def test_every_link_in_the_readme_resolves_inside_the_repository():
    import re
    root = README.parent
    targets = re.findall(r"\]\(([^)#\s]+)[^)]*\)", README.read_text())
    local = [t for t in targets if "://" not in t]
    assert "docs/rules.md" in local
    missing = [t for t in local if not (root / t).exists()]
    assert not missing, missing


def test_the_locks_pin_every_requirement():
    import re
    root = README.parent
    for req, lock in (("requirements.txt", "requirements.lock"),
                      ("requirements-dev.txt", "requirements-dev.lock")):
        pinned = {line.split("==")[0].split("[")[0].lower().replace("_", "-")   # psycopg[binary]
                  for line in (root / lock).read_text().splitlines() if "==" in line}
        for line in (root / req).read_text().splitlines():
            name = re.split(r"[<>=!~ \[]", line.strip(), maxsplit=1)[0].lower().replace("_", "-")
            if name and not name.startswith(("#", "-r")):
                assert name in pinned, f"{name} from {req} is not pinned in {lock}"


def test_readme_ai_example_runs():
    scope: dict = {}
    exec(compile(_python_blocks()[2], "README.md", "exec"), scope)
    assert scope["action"] in scope["view"].legal_actions
    assert "Pass" in scope["odds"]["labels"]
