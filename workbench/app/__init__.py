"""The Qt application. It calls `workbench.core`; the core never calls it. Grouped by role:

- `session/`: the window's state without Qt (the project and its models, counted words, what
  the views show of tokens);
- `window/`: the main window and what belongs to the application as a whole (recovery,
  languages, the smoke check);
- `panels/`: the Corpus, Training and Tokenize panels;
- `views/`: the views of a model (tokens, explanations, comparisons, measures, tables);
- `dialogs/`: dialogs, file pickers and message boxes;
- `widgets/`: what panels and views share (plots, tables, sliders, layouts, colours, numbers);
- `jobs/`: work in a worker process (the runner, its messages, the tasks).
"""
