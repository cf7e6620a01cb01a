package app

import (
	"fmt"
	"io"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/cutetui/cutetui/internal/termimg"
	"github.com/cutetui/cutetui/views/figure"
)

// imageView is the selected pane's figure shown as an image (I): the
// screen is left blank under a title line, and the picture is written
// into the blank, at row 2, once the blank frame is on the screen. The
// renderer redraws only lines that change, so the picture stays until
// the view closes (any key), which clears the screen.
type imageView struct {
	gen        int
	proto      termimg.Protocol
	seq        string // the picture, placed at the cursor
	cols, rows int    // the cells it covers
	title      string
}

// imageReadyMsg brings a picture encoded off the UI goroutine.
type imageReadyMsg struct {
	gen  int
	view *imageView
	err  error
}

// imageDrawMsg says the blank frame has had time to reach the screen.
type imageDrawMsg struct{ gen int }

// imageSettle is how long the picture waits for the blank frame: a few
// frames of the renderer (60 a second).
const imageSettle = 80 * time.Millisecond

// showImage draws the selected pane's figure as `cutetui draw --png`
// does and encodes it for the terminal's protocol, in a command.
func (m *Model) showImage() tea.Cmd {
	proto := termimg.Protocol(m.opts.Images)
	if proto == "" || proto == termimg.Off || m.opts.Terminal == nil {
		m.status = "this terminal shows no images (--images kitty|iterm2|sixel, or images in config.toml): the grid is the figure"
		return nil
	}
	fig, isPane, err := m.reader.SelectedFigure()
	switch {
	case !isPane:
		m.status = "select a cute pane first (tab), then I shows its figure"
		return nil
	case err != nil:
		m.status = "no figure: " + err.Error()
		return nil
	}
	if m.imageBusy { // a held I: one picture at a time
		m.status = "drawing the figure…"
		return nil
	}
	m.imageGen++
	m.imageBusy = true
	gen, dark := m.imageGen, m.c.Dark
	cols, rows := m.width, max(m.height-2, 1)
	m.status = "drawing the figure…"
	return func() tea.Msg {
		imageSlots <- struct{}{}
		defer func() { <-imageSlots }()
		return encodeImage(gen, fig, proto, dark, cols, rows)
	}
}

// imageSlots bounds the pictures drawn at once in this process: drawing a
// wgmma figure at 400 columns takes a quarter to two thirds of a CPU
// second, so a class server's students (each of whom draws one at a time)
// share one CPU for pictures and leave the rest to the class.
var imageSlots = make(chan struct{}, 1)

// encodeImage renders fig as a PNG and encodes it for proto in at most
// cols x rows cells.
func encodeImage(gen int, fig *figure.Figure, proto termimg.Protocol, dark bool, cols, rows int) imageReadyMsg {
	data, err := figure.Render(fig, "png", dark)
	if err != nil {
		return imageReadyMsg{gen: gen, err: err}
	}
	seq, w, h, err := termimg.Sequence(proto, data, cols, rows)
	if err != nil {
		return imageReadyMsg{gen: gen, err: err}
	}
	return imageReadyMsg{gen: gen, view: &imageView{gen: gen, proto: proto, seq: seq, cols: w, rows: h,
		title: fmt.Sprintf("figure: %dx%d cells, %s (%d KiB)", w, h, proto, (len(data)+1023)/1024)}}
}

// imageMsg handles the messages of the image view; false for others.
func (m *Model) imageMsg(msg tea.Msg) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case imageReadyMsg:
		m.imageBusy = false
		if msg.gen != m.imageGen {
			return nil, true // a newer I, or closed meanwhile
		}
		if msg.err != nil {
			m.status = "figure: " + msg.err.Error()
			return nil, true
		}
		m.status = ""
		m.image = msg.view
		gen := msg.gen
		return tea.Tick(imageSettle, func(time.Time) tea.Msg { return imageDrawMsg{gen} }), true
	case imageDrawMsg:
		if m.image == nil || m.image.gen != msg.gen {
			return nil, true
		}
		// Save the cursor, go to row 2, column 1, draw, restore.
		w, seq := m.opts.Terminal, ansi.SaveCursor+ansi.CursorPosition(1, 2)+m.image.seq+ansi.RestoreCursor
		return func() tea.Msg {
			_, err := io.WriteString(w, seq)
			return wroteMsg{err: err}
		}, true
	case tea.KeyMsg:
		if m.image == nil {
			return nil, false
		}
		return m.closeImage(), true
	case tea.WindowSizeMsg:
		if m.image != nil {
			m.SetSize(msg.Width, msg.Height)
			return tea.Batch(m.closeImage(), m.reader.Refresh()), true
		}
	}
	return nil, false
}

// closeImage takes the picture off the screen: kitty's delete, then a
// clear and full redraw (sixel and iTerm2 pictures are cells).
func (m *Model) closeImage() tea.Cmd {
	proto := m.image.proto
	m.image = nil
	m.imageGen++
	w := m.opts.Terminal
	del := termimg.Delete(proto)
	return func() tea.Msg {
		if del != "" {
			io.WriteString(w, del)
		}
		return tea.ClearScreen()
	}
}

// imageScreen is the frame under the picture: a title line, blank lines
// where it is drawn, and the key to close it.
func (m *Model) imageScreen() string {
	st := m.c.Styles
	lines := make([]string, max(m.height, 2))
	lines[0] = st.Accent.Render(ansi.Truncate(m.image.title, m.width, "…"))
	lines[len(lines)-1] = st.Faint.Render(ansi.Truncate("any key closes the figure", m.width, "…"))
	return strings.Join(lines, "\n")
}
