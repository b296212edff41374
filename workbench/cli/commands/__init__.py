"""One module per command: `add_parser(commands)` declares its arguments, `execute(args)` runs
it (a UsageError for what the user gave wrong)."""
