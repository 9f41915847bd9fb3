-- An action renamed to a command of the table: `undo` at the table took
-- back a move and the action could never be typed. play and new refuse it.
return require("golf4"):extend { name = "rename_command", rename = { swap = "undo" } }
