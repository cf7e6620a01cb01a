package reader

// Ready reports whether the document is laid out: its prose rendered (at
// some width) or the error that stops it. Until then nothing is placed —
// keys that move about it (tab, j, a search) have nothing to act on, so
// the app holds them until it is (views/app, held.go).
func (m *Model) Ready() bool { return m.r != nil || m.renderErr != nil }
