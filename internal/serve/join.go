package serve

import (
	"strings"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// joinForm asks a new key for the class's join code and the student's
// name. Update reports true when the form is submitted with both filled.
type joinForm struct {
	r      *lipgloss.Renderer
	inputs [2]textinput.Model // code, name
	focus  int
	err    string
}

func newJoinForm(r *lipgloss.Renderer) *joinForm {
	f := &joinForm{r: r}
	for i, p := range []string{"join code › ", "your name › "} {
		ti := textinput.New()
		ti.Prompt = p
		ti.CharLimit = 40
		f.inputs[i] = ti
	}
	f.inputs[0].EchoMode = textinput.EchoPassword
	f.inputs[0].Focus()
	return f
}

func (f *joinForm) code() string { return strings.TrimSpace(f.inputs[0].Value()) }
func (f *joinForm) name() string { return strings.TrimSpace(f.inputs[1].Value()) }

func (f *joinForm) Init() tea.Cmd { return textinput.Blink }

// Update handles a message; submitted is true when enter is pressed on the
// last field with both fields filled.
func (f *joinForm) Update(msg tea.Msg) (submitted bool, cmd tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		var c tea.Cmd
		f.inputs[f.focus], c = f.inputs[f.focus].Update(msg)
		return false, c
	}
	switch k.Type {
	case tea.KeyCtrlC, tea.KeyCtrlD:
		return false, tea.Quit
	case tea.KeyTab, tea.KeyShiftTab, tea.KeyUp, tea.KeyDown:
		f.move(1)
		return false, nil
	case tea.KeyEnter:
		if f.focus == 0 || f.name() == "" {
			if f.code() != "" {
				f.move(1)
			}
			return false, nil
		}
		return f.code() != "", nil
	}
	f.err = ""
	var c tea.Cmd
	f.inputs[f.focus], c = f.inputs[f.focus].Update(msg)
	return false, c
}

func (f *joinForm) move(d int) {
	f.inputs[f.focus].Blur()
	f.focus = (f.focus + d + len(f.inputs)) % len(f.inputs)
	f.inputs[f.focus].Focus()
}

func (f *joinForm) View() string {
	bold := f.r.NewStyle().Bold(true)
	faint := f.r.NewStyle().Faint(true)
	var b strings.Builder
	b.WriteString("\n  " + bold.Render("cutetui — join the class") + "\n\n")
	b.WriteString("  " + faint.Render("Your SSH key is new here. Type the code your teacher shows, then your name;") + "\n")
	b.WriteString("  " + faint.Render("next time this key brings you straight back to your own progress.") + "\n\n")
	for _, in := range f.inputs {
		b.WriteString("  " + in.View() + "\n")
	}
	if f.err != "" {
		b.WriteString("\n  " + f.r.NewStyle().Foreground(lipgloss.Color("1")).Render(f.err) + "\n")
	}
	b.WriteString("\n  " + faint.Render("tab next field · enter join · ctrl+c leave") + "\n")
	return b.String()
}
