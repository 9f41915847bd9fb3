-- A rename to a word another action has (the kit's pass): "action 'pass' is declared twice".
return require("pablo"):extend { name = "renameclash", rename = { discard = "pass" } }
