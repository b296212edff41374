"""The main window and what belongs to the application as a whole: menus' helpers, crash recovery,
languages, themes' install, the smoke check."""
