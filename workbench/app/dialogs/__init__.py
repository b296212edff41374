"""The dialogs, the file pickers and the message boxes."""
