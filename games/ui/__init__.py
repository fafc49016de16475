"""The BBC Micro cabinet: screen, font, keys, sound, prompts, scenes and the app loop.

Only this package and the games' ``scene.py`` modules import pygame.
``screen.py``, ``font.py``, ``keys.py`` (its table aside) and ``prompt.py`` are
plain Python, so what the screen says can be read back in tests.
"""
