import AutocellCLI

AutocellCommand.runAsMain()
