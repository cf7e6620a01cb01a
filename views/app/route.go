package app

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/keymap"
)

// keyState is what the app's key routing depends on.
type keyState struct {
	Confirming bool // asking whether to save before quitting
	Help       bool // the ? overlay is shown
	Capturing  bool // the active screen is editing text
	Reading    bool // the active screen is a lesson or notebook
}

// action is what a key does at the app's level.
type action int

// The app's actions.
const (
	// actPass gives the key to the active screen; if the screen leaves
	// esc unused, the app goes back (see backOnUnused).
	actPass action = iota
	actIgnore
	actQuit // quit, asking first when a notebook has unsaved edits
	actHelpOpen
	actHelpClose
	actHelpDown
	actHelpUp
	actHelpPageDown
	actHelpPageUp
	actHelpTop
	actHelpBottom
	actSaveAndQuit
	actQuitWithoutSaving
	actStay
	actCopy      // y: the selected block's statements to the clipboard
	actCopyValue // Y: its value
	actImage     // I: its figure as an image
)

// route decides what key msg does in state s: a pure function of the two
// (as slides' Navigate), with a table test. ctrl+c always quits (asking
// about unsaved edits); ? and q are the app's whenever the screen is not
// editing text; the overlay takes the keys while it shows.
func route(k *keymap.KeyMap, s keyState, msg tea.KeyMsg) action {
	if s.Confirming {
		switch {
		case key.Matches(msg, k.Yes):
			return actSaveAndQuit
		case key.Matches(msg, k.Back), key.Matches(msg, k.ForceQuit): // before No, whose keys hold esc
			return actStay
		case key.Matches(msg, k.No):
			return actQuitWithoutSaving
		}
		return actIgnore
	}
	if key.Matches(msg, k.ForceQuit) {
		return actQuit
	}
	if s.Help {
		switch {
		case key.Matches(msg, k.Help), key.Matches(msg, k.Back), key.Matches(msg, k.Quit):
			return actHelpClose
		case key.Matches(msg, k.Down):
			return actHelpDown
		case key.Matches(msg, k.Up):
			return actHelpUp
		case key.Matches(msg, k.PageDown), key.Matches(msg, k.HalfDown):
			return actHelpPageDown
		case key.Matches(msg, k.PageUp), key.Matches(msg, k.HalfUp):
			return actHelpPageUp
		case key.Matches(msg, k.Top):
			return actHelpTop
		case key.Matches(msg, k.Bottom):
			return actHelpBottom
		}
		return actIgnore
	}
	if !s.Capturing {
		switch {
		case key.Matches(msg, k.Quit):
			return actQuit
		case key.Matches(msg, k.Help):
			return actHelpOpen
		case s.Reading && key.Matches(msg, k.Copy):
			return actCopy
		case s.Reading && key.Matches(msg, k.CopyValue):
			return actCopyValue
		case s.Reading && key.Matches(msg, k.Image):
			return actImage
		}
	}
	return actPass
}

// backOnUnused reports whether a key the active screen left unused takes
// the app back a screen (esc).
func backOnUnused(k *keymap.KeyMap, msg tea.KeyMsg) bool {
	return key.Matches(msg, k.Back)
}
