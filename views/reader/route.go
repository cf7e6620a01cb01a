package reader

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/keymap"
)

// keyState is what the reader's key routing depends on.
type keyState struct {
	Searching bool // the search line is open
	Contents  bool // the table of contents is shown
	Focused   bool // a live block is selected (it sees each key first)
	Query     bool // a search is in force (n/N move between matches)
	Bench     bool // the document offers the benchmark view
	Practice  bool // the document offers practice
}

// action is what a key does in the reader.
type action int

// The reader's actions. actUnused leaves the key to the app (esc goes
// back to the index, ? and q are the app's).
const (
	actUnused action = iota
	actSearchLine
	actSave
	actUnfocus
	actClearSearch
	actNextPane
	actPrevPane
	actLineDown
	actLineUp
	actPageDown
	actPageUp
	actHalfDown
	actHalfUp
	actTop
	actBottom
	actSearch
	actSearchNext
	actSearchPrev
	actContents
	actNextLesson
	actPrevLesson
	actBench
	actPractice
	actContentsDown
	actContentsUp
	actContentsTop
	actContentsBottom
	actContentsOpen
	actContentsClose
)

// route decides what key msg does in state s: a pure function of the two,
// as slides' Navigate, so each rule has a table test. A selected block
// sees each key before the reader (offersBlock); route's answer is what
// the reader does when the block leaves the key unused.
func route(k *keymap.KeyMap, s keyState, msg tea.KeyMsg) action {
	if s.Searching {
		return actSearchLine
	}
	if s.Contents {
		switch {
		case key.Matches(msg, k.Down):
			return actContentsDown
		case key.Matches(msg, k.Up):
			return actContentsUp
		case key.Matches(msg, k.Top):
			return actContentsTop
		case key.Matches(msg, k.Bottom):
			return actContentsBottom
		case key.Matches(msg, k.Open):
			return actContentsOpen
		case key.Matches(msg, k.Back), key.Matches(msg, k.TOC):
			return actContentsClose
		}
		return actUnused
	}
	switch {
	case key.Matches(msg, k.Save):
		return actSave
	case key.Matches(msg, k.Back):
		// Esc undoes the innermost thing first: the selection, then a
		// search (as less and vim clear the highlight), then leaves.
		switch {
		case s.Focused:
			return actUnfocus
		case s.Query:
			return actClearSearch
		}
		return actUnused
	case key.Matches(msg, k.NextPane):
		return actNextPane
	case key.Matches(msg, k.PrevPane):
		return actPrevPane
	case key.Matches(msg, k.Down):
		return actLineDown
	case key.Matches(msg, k.Up):
		return actLineUp
	case key.Matches(msg, k.PageDown):
		return actPageDown
	case key.Matches(msg, k.PageUp):
		return actPageUp
	case key.Matches(msg, k.HalfDown):
		return actHalfDown
	case key.Matches(msg, k.HalfUp):
		return actHalfUp
	case key.Matches(msg, k.Top):
		return actTop
	case key.Matches(msg, k.Bottom):
		return actBottom
	case key.Matches(msg, k.Search):
		return actSearch
	case key.Matches(msg, k.SearchNext):
		return actSearchNext
	case key.Matches(msg, k.SearchPrev):
		return actSearchPrev
	case key.Matches(msg, k.TOC):
		return actContents
	case key.Matches(msg, k.NextLesson):
		return actNextLesson
	case key.Matches(msg, k.PrevLesson):
		return actPrevLesson
	case s.Bench && key.Matches(msg, k.Bench):
		return actBench
	case s.Practice && key.Matches(msg, k.Practice):
		return actPractice
	}
	return actUnused
}

// offersBlock reports whether a selected block sees the key before the
// reader acts on a: every key but the search line's, the contents' and
// save.
func offersBlock(s keyState, a action) bool {
	return s.Focused && !s.Searching && !s.Contents && a != actSave
}
