// The start-up reference of the floor benchmark (FloorBenchmark.swift): a Swift program that
// prints one line and exits, built with `swiftc -static-stdlib -O`.
print("todo 0.0 (start-up reference)")
