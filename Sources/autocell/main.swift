import AutocellCLI

AutocellCommand.main()
