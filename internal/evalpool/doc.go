// Package evalpool evaluates untrusted statements (a class's students')
// outside the server's process: a small pool of worker processes, each
// under address-space and CPU limits, that speak a line-per-JSON protocol
// over their standard input and output. A statement that crashes, hangs or
// exhausts its worker ends only that worker, which is replaced; the caller
// gets ErrLimit and goes on. Each student has a CPU budget per second, and
// a request whose caller gave up (a newer edit superseded it) is stopped.
//
// The protocol, one JSON object a line:
//
//	server → worker  {"id":7,"src":"A = 8:1\nsize(A)"}
//	worker → server  {"id":7,"at":1}           before each statement (its line)
//	worker → server  {"id":7,"done":true,"lines":[…],"cpu":0.002}
//
// A worker that will exit after a response (it has used its share of CPU
// time and is recycled) says "exit":true in it.
package evalpool
