// Package serve runs the course for a whole class over SSH: every student
// connects with their own ssh client and gets their own program, renderer,
// colour profile and window size (charmbracelet/wish).
//
// A session is the TUI and nothing else: no shell, no exec, no port
// forwarding, no subsystems. Who gets in is decided by public key alone
// (password authentication is off):
//
//   - the teacher keys (--teacher-keys) get the teacher's session;
//   - an allow-list (--authorized-keys, authorized_keys format) lets each
//     listed student in under the name in the key's comment;
//   - with a join code (--join-code), any verified key may connect: if the
//     key is not yet bound, the session first asks for the code and a name,
//     and binds the key to that name in the class roster, so that later
//     connections with that key resume as that student.
//
// The class directory holds the host key (generated on first start, 0600),
// the roster, one directory of progress per student, and a log.
package serve
