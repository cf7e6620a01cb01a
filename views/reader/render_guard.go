package reader

import (
	"fmt"

	"github.com/charmbracelet/glamour"
)

// renderGuarded is tr.Render with goldmark's panics contained: a document
// glamour's Markdown parser or renderer fails on (goldmark indexed out of
// range on the 4 bytes "> \t~") is an error the reader shows, never a
// crash of the program (renderings run in a command's goroutine, where a
// panic would end it).
func renderGuarded(tr *glamour.TermRenderer, md string) (out string, err error) {
	defer func() {
		if e := recover(); e != nil {
			out, err = "", fmt.Errorf("malformed Markdown: the Markdown renderer failed (%v)", e)
		}
	}()
	return tr.Render(md)
}
