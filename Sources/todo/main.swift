#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import TodoCLI

exit(TodoCommand.main(CommandLine.arguments))
