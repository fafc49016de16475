"""A player module that raises KeyboardInterrupt as it is imported (a plug-in's failure, not Ctrl-C)."""
raise KeyboardInterrupt
