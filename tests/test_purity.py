"""Rules engines never import pygame: only games/ui and the games' scene modules draw."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "games"


def drawing_module(path: Path) -> bool:
    # cli.py is the program's front door: it opens the window when asked to play.
    rel = path.relative_to(ROOT)
    return "ui" in rel.parts or path.name.startswith("scene") or str(rel) == "cli.py"


def imports_pygame(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "pygame" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "pygame":
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("games.ui"):
            return True
    return False


def test_rules_modules_do_not_import_pygame():
    offenders = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*.py")
                 if not drawing_module(p) and imports_pygame(p)]
    assert offenders == []


def test_the_check_sees_an_offender(tmp_path):
    bad = tmp_path / "rules.py"
    bad.write_text("import pygame.mixer\n")
    assert imports_pygame(bad)
