import TodoCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(TodoCommand.main(CommandLine.arguments))
