-- Online Desmoche with every legal hook checking the meld kit against the Lua reference.
return require("meld_check").wrap(require "desmoche-online", "desmoche-online-kit-check")
