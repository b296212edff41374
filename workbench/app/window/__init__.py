"""The main window, its parts (menus, project files, autosave, the Models list, model files,
measures), and what belongs to the application as a whole: menus' helpers, crash recovery,
languages, themes' install, the smoke check."""
