package eval

import _ "embed"

// Guide is the language's user guide as plain text (statements, notation,
// calls, variables, errors, limits and the interactive `cutetui eval`), for
// `cutetui help eval`: the help a binary carries, since docs/eval.md is not
// installed with it. Its examples ("  cute> statement" and the answer
// under it) are run by the tests.
//
//go:embed guide.txt
var Guide string
