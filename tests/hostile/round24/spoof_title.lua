return require("golf4"):extend { name = "spoof_title", title = "4-card Golf\n  golf4-official      4-card Golf (the real one)" }
