package serve

import (
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"time"
)

// Config is how a teacher runs the class server.
type Config struct {
	Listen         string // address to listen on; loopback unless chosen
	ClassDir       string // roster, progress, answers, log
	HostKey        string // host key file ("" = <ClassDir>/host_ed25519)
	AuthorizedKeys string // students' allow-list, authorized_keys format ("" = none)
	TeacherKeys    string // teachers' keys, authorized_keys format ("" = none)
	JoinCode       string // open class: the code a new key joins with ("" = closed)

	MaxSessions  int           // concurrent student sessions (teachers are never refused)
	ConnPerMin   int           // new connections per minute from one IP
	PerAddress   int           // connections open at once from one IP
	IdleTimeout  time.Duration // a connection with no traffic this long is closed
	MaxSession   time.Duration // no session lasts longer
	MaxWidth     int           // window sizes are clamped to MaxWidth × MaxHeight
	MaxHeight    int
	InputPerSec  int // bytes per second a session may type (bursts of InputBurst)
	InputBurst   int
	HandshakeMax time.Duration // a connection must open its session within this

	JoinTries  int           // wrong join codes a key (or a connection) may send per JoinWindow
	JoinWindow time.Duration // the window of JoinTries (and of 10×JoinTries per address)
	JoinMax    time.Duration // a new key must join (code and name) within this
}

// DefaultListen is the default address: loopback, so that serving on all
// interfaces is always an explicit choice.
const DefaultListen = "127.0.0.1:2222"

// Defaults fills the zero fields of c.
func (c Config) Defaults() Config {
	if c.Listen == "" {
		c.Listen = DefaultListen
	}
	if c.ClassDir == "" {
		c.ClassDir = "class"
	}
	if c.HostKey == "" {
		c.HostKey = filepath.Join(c.ClassDir, "host_ed25519")
	}
	if c.MaxSessions == 0 {
		c.MaxSessions = 100
	}
	if c.ConnPerMin == 0 {
		c.ConnPerMin = 120
	}
	if c.PerAddress == 0 {
		c.PerAddress = 64
	}
	if c.IdleTimeout == 0 {
		c.IdleTimeout = 30 * time.Minute
	}
	if c.MaxSession == 0 {
		c.MaxSession = 8 * time.Hour
	}
	if c.MaxWidth == 0 {
		c.MaxWidth = 400
	}
	if c.MaxHeight == 0 {
		c.MaxHeight = 150
	}
	if c.InputPerSec == 0 {
		c.InputPerSec = 512
	}
	if c.InputBurst == 0 {
		c.InputBurst = 4096
	}
	if c.HandshakeMax == 0 {
		c.HandshakeMax = 20 * time.Second
	}
	if c.JoinTries == 0 {
		c.JoinTries = 3
	}
	if c.JoinWindow == 0 {
		c.JoinWindow = 10 * time.Minute
	}
	if c.JoinMax == 0 {
		c.JoinMax = 3 * time.Minute
	}
	return c
}

// Check reports a configuration no one could use.
func (c Config) Check() error {
	if c.AuthorizedKeys == "" && c.TeacherKeys == "" && c.JoinCode == "" {
		return errors.New("no one could get in: give --authorized-keys, --join-code or --teacher-keys")
	}
	if _, _, err := net.SplitHostPort(c.Listen); err != nil {
		return fmt.Errorf("--listen %q: %v", c.Listen, err)
	}
	if c.JoinCode != "" && len(c.JoinCode) < 4 {
		return errors.New("--join-code: use at least 4 characters")
	}
	if c.MaxSessions < 1 || c.ConnPerMin < 1 || c.PerAddress < 1 || c.JoinTries < 1 || c.MaxWidth < 20 || c.MaxHeight < 5 {
		return errors.New("limits must be positive (sessions, connections per minute and per address, join tries) and windows at least 20×5")
	}
	return nil
}
