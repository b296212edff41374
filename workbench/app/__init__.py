"""The Qt application: the main window, its panels and the trainer process. It calls
`workbench.core`; the core never calls it."""
