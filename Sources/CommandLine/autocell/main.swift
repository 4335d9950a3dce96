import AutocellCLI
import AutocellSource
import Glibc

// Past a file-size limit (`ulimit -f`), a write fails with "File too large" and the command
// says so and exits 2, instead of the process dying by SIGXFSZ with nothing said.
signal(SIGXFSZ, SIG_IGN)
InterruptCleanup.install()
AutocellCommand.runAsMain()
