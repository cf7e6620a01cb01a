package app

import "strings"

// NotebookTemplate is the Markdown `cutetui new` starts a notebook from.
func NotebookTemplate(title string) string {
	if strings.TrimSpace(title) == "" {
		title = "notebook"
	}
	return "# " + title + `

A cutetui notebook: Markdown with live CuTe blocks. Tab moves to a
block, enter edits it (esc stops), and its results update as you type;
ctrl+s saves the edited blocks back into this file.

## A layout

` + "```cute" + `
# one statement a line: an expression, or name = expression
A = (4,2):(1,4)
A
A(5)
coalesce(A)
` + "```" + `

## An exercise

` + "```cute-quiz" + `
question: What does A = (4,2):(1,4) map the coordinate (1,1) to?
setup: A = (4,2):(1,4)
check: A(1,1)
answer: 5
hint: The offset is the inner product of the coordinate with the stride.
` + "```" + `

## A threadblock-swizzle map

` + "```cute-tiles" + `
problem: 512x512
tile: 128x128
swizzle: 2
wave: 4
` + "```" + `
`
}
