"""Eleven Point Black Tile: hearts with dominoes."""
