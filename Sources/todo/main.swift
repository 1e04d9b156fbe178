import Glibc
import TodoCLI

// Process-wide dispositions belong to the process, not to a run of the command:
// - a write past a file size limit fails with EFBIG (reported) instead of killing us;
// - a closed pipe (`todo ls | head`) fails writes with EPIPE instead of killing us;
// - Ctrl-C (SIGINT), SIGTERM and SIGHUP first remove the temporary file of a rewrite in
//   progress, then end the process as the signal would have (its status shows the signal).
//   A signal the parent ignored (`nohup`, a background job) stays ignored.
signal(SIGXFSZ, SIG_IGN)
signal(SIGPIPE, SIG_IGN)
InterruptCleanup.prepare()
for stop in InterruptCleanup.signals {
  var current = sigaction()
  guard sigaction(stop, nil, &current) == 0,
    unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
      != unsafeBitCast(SIG_IGN, to: Int.self)
  else { continue }
  var action = sigaction()
  // Only async-signal-safe calls: unlinkat, signal, raise. The signal stays blocked while the
  // handler runs, so the raised one is delivered, with the default action, when it returns.
  action.__sigaction_handler.sa_handler = { received in
    InterruptCleanup.removeRecorded()
    signal(received, SIG_DFL)
    raise(received)
  }
  sigemptyset(&action.sa_mask)
  for other in InterruptCleanup.signals { sigaddset(&action.sa_mask, other) }
  sigaction(stop, &action, nil)
}
exit(TodoCommand.main(TodoCommand.arguments))
