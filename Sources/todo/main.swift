import Glibc
import TodoCLI

// Process-wide dispositions belong to the process, not to a run of the command:
// - a write past a file size limit fails with EFBIG (reported) instead of killing us;
// - a closed pipe (`todo ls | head`) fails writes with EPIPE instead of killing us.
signal(SIGXFSZ, SIG_IGN)
signal(SIGPIPE, SIG_IGN)
exit(TodoCommand.main(CommandLine.arguments))
