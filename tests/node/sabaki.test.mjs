// Drives the kakunin binary with @sabaki/gtp, the GTP controller of the
// Sabaki board program, sending what Sabaki sends: pipelined identification
// commands, komi before boardsize, free handicap, moves, genmove and undo,
// the board synchronisation of ControllerStateTracker, and the analysis
// Sabaki starts (`analyze B 50`, read line by line) and stops by sending the
// next command.
//
// Run: KAKUNIN_BIN=path/to/kakunin node --test sabaki.test.mjs

import {test} from 'node:test'
import assert from 'node:assert/strict'
import {existsSync} from 'node:fs'
import gtp from '@sabaki/gtp'

const {Controller, ControllerStateTracker, Command} = gtp

const BIN = process.env.KAKUNIN_BIN
const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'

function engine() {
  assert.ok(BIN, 'KAKUNIN_BIN must name the kakunin binary')
  assert.ok(existsSync(BIN), `no file at KAKUNIN_BIN=${BIN}`)
  let controller = new Controller(BIN, ['--threads', '1', '--seed', '7'])
  let stderr = []
  controller.on('stderr', ({content}) => stderr.push(content))
  controller.start()
  return {controller, stderr}
}

// Sends one command written as Sabaki's console does.
function send(controller, line) {
  return controller.sendCommand(Command.fromString(line))
}

async function ok(controller, line, expected) {
  let res = await send(controller, line)
  assert.equal(res.error, false, `${line}: ${res.content}`)
  if (expected !== undefined) assert.equal(res.content, expected, line)
  return res.content
}

async function fails(controller, line, message) {
  let res = await send(controller, line)
  assert.equal(res.error, true, `${line} should fail, got: ${res.content}`)
  assert.equal(res.content, message, line)
}

// Reads `showboard` into a map from vertex to 'X' or 'O' (empty points left
// out), checking that every row of the board is there.
async function stones(controller, size) {
  let text = await ok(controller, 'showboard')
  let out = new Map()
  let rows = new Set()
  for (let line of text.split('\n')) {
    let tokens = line.trim().split(/\s+/)
    let row = Number(tokens[0])
    if (!Number.isInteger(row) || row < 1 || row > size) continue
    let cells = tokens.slice(1, size + 1)
    assert.equal(cells.length, size, `row ${row}: ${line}`)
    assert.equal(tokens[size + 1], String(row), `row ${row} ends with its number: ${line}`)
    cells.forEach((cell, x) => {
      assert.ok('XO.+'.includes(cell), `unexpected cell ${cell} in: ${line}`)
      if (cell === 'X' || cell === 'O') out.set(`${LETTERS[x]}${row}`, cell)
    })
    rows.add(row)
  }
  assert.equal(rows.size, size, `showboard shows all ${size} rows:\n${text}`)
  return out
}

function sorted(map) {
  return [...map.entries()].map(([v, c]) => `${c}${v}`).sort()
}

const VERTEX_19 = /^(PASS|[A-HJ-T](1[0-9]|[1-9]))$/i

test('identification, pipelined as Sabaki sends it on start', async () => {
  let {controller, stderr} = engine()
  try {
    // Sabaki fires these without awaiting each one.
    let [name, version, protocol, commands] = await Promise.all(
      ['name', 'version', 'protocol_version', 'list_commands'].map(line =>
        send(controller, line)
      )
    )
    assert.deepEqual(name, {id: null, content: 'kakunin', error: false})
    assert.equal(version.error, false)
    assert.match(version.content, /^\d+\.\d+\.\d+$/)
    assert.deepEqual(protocol, {id: null, content: '2', error: false})
    assert.equal(commands.error, false)
    let list = commands.content.split('\n')
    for (let name of [
      'protocol_version', 'name', 'version', 'known_command', 'list_commands',
      'quit', 'boardsize', 'clear_board', 'komi', 'play', 'genmove', 'undo',
      'fixed_handicap', 'place_free_handicap', 'set_free_handicap',
      'time_settings', 'time_left', 'loadsgf', 'showboard',
    ]) {
      assert.ok(list.includes(name), `list_commands lacks ${name}: ${list}`)
    }
    assert.equal(new Set(list).size, list.length, 'no command listed twice')
    // Sabaki's analysis button needs one of its analyze_commands (it takes
    // the first of analyze, kata-analyze, lz-analyze the engine lists).
    for (let name of ['analyze', 'kata-analyze', 'lz-analyze', 'genmove_analyze']) {
      assert.ok(list.includes(name), `list_commands lacks ${name}`)
    }

    // Ids are echoed; unknown commands fail without ending the session.
    let res = await send(controller, '12 protocol_version')
    assert.deepEqual(res, {id: 12, content: '2', error: false})
    await ok(controller, 'known_command undo', 'true')
    await ok(controller, 'known_command analyze', 'true')
    await fails(controller, 'kata-analyze purple 50', 'syntax error')
    await fails(controller, 'no_such_command', 'unknown command')
    await ok(controller, 'name', 'kakunin')
  } finally {
    await controller.stop()
  }
  assert.deepEqual(stderr, [], 'nothing on standard error')
})

test('handicap game: moves, genmove, showboard and undo', async () => {
  let {controller, stderr} = engine()
  try {
    // Sabaki sets komi before the board size, then clears.
    await ok(controller, 'komi 6.5', '')
    await ok(controller, 'boardsize 19', '')
    await ok(controller, 'clear_board', '')
    await ok(controller, 'set_free_handicap D4 Q16', '')
    await fails(controller, 'set_free_handicap C3 R17', 'board not empty')
    await ok(controller, 'play B C3', '')
    await fails(controller, 'play W C3', 'illegal move')
    await fails(controller, 'play W D4', 'illegal move')
    assert.deepEqual(sorted(await stones(controller, 19)), ['XC3', 'XD4', 'XQ16'])

    let move = await ok(controller, 'genmove W')
    assert.match(move, VERTEX_19, `genmove W answered ${move}`)
    let after = await stones(controller, 19)
    let expected = ['XC3', 'XD4', 'XQ16']
    if (move.toUpperCase() !== 'PASS') {
      let vertex = move.toUpperCase()
      assert.ok(!['C3', 'D4', 'Q16'].includes(vertex), `genmove W on a stone: ${vertex}`)
      expected.push(`O${vertex}`)
      // The engine agrees the point is now taken.
      await fails(controller, `play B ${vertex}`, 'illegal move')
    }
    assert.deepEqual(sorted(after), expected.sort())

    // Undo takes back genmove W and play B C3; the handicap is setup.
    await ok(controller, 'undo', '')
    assert.deepEqual(sorted(await stones(controller, 19)), ['XC3', 'XD4', 'XQ16'])
    await ok(controller, 'undo', '')
    assert.deepEqual(sorted(await stones(controller, 19)), ['XD4', 'XQ16'])
    await fails(controller, 'undo', 'cannot undo')
    await fails(controller, 'undo', 'cannot undo')
    assert.deepEqual(sorted(await stones(controller, 19)), ['XD4', 'XQ16'])

    // The game goes on from there.
    await ok(controller, 'play W C3', '')
    await ok(controller, 'undo', '')
    await ok(controller, 'clear_board', '')
    assert.deepEqual(sorted(await stones(controller, 19)), [])
    await fails(controller, 'undo', 'cannot undo')
  } finally {
    await controller.stop()
  }
  assert.deepEqual(stderr, [], 'nothing on standard error')
})

test('pipelined moves, a capture, a refused suicide and undo keep order', async () => {
  let {controller} = engine()
  try {
    let lines = [
      'boardsize 9', 'clear_board', 'play B E5', 'play W E6', 'play B D6',
      'play W E4', 'play B D4', 'play W F5', 'play B E3',
      'play W D5', // captures E5
      'play B E5', // suicide: refused
      'undo', // takes back W D5
      'play B D5',
    ]
    let responses = await Promise.all(lines.map(line => send(controller, line)))
    responses.forEach((res, i) => {
      if (i === 10) {
        assert.deepEqual(res, {id: null, content: 'illegal move', error: true}, lines[i])
      } else {
        assert.deepEqual(res, {id: null, content: '', error: false}, lines[i])
      }
    })
    assert.deepEqual(sorted(await stones(controller, 9)), [
      'OE4', 'OE6', 'OF5', 'XD4', 'XD5', 'XD6', 'XE3', 'XE5',
    ])
  } finally {
    await controller.stop()
  }
})

test('ko: the immediate retake is refused until a move elsewhere or passes', async () => {
  let {controller} = engine()
  try {
    await ok(controller, 'boardsize 9', '')
    await ok(controller, 'clear_board', '')
    for (let line of [
      'play B D5', 'play W E5', 'play B E6', 'play W F6',
      'play B E4', 'play W F4', 'play B A1', 'play W G5',
    ]) {
      await ok(controller, line, '')
    }
    // Black F5 takes the white stone on E5: a ko.
    await ok(controller, 'play B F5', '')
    assert.equal((await stones(controller, 9)).get('E5'), undefined, 'E5 captured')
    await fails(controller, 'play W E5', 'illegal move')
    await ok(controller, 'play W A9', '')
    await ok(controller, 'play B A8', '')
    // After a move elsewhere White may retake.
    await ok(controller, 'play W E5', '')
    let board = await stones(controller, 9)
    assert.equal(board.get('F5'), undefined, 'F5 retaken')
    assert.equal(board.get('E5'), 'O')
    await fails(controller, 'play B F5', 'illegal move')
    // Passes lift the ko too.
    await ok(controller, 'play B pass', '')
    await ok(controller, 'play W pass', '')
    await ok(controller, 'play B F5', '')
    assert.equal((await stones(controller, 9)).get('E5'), undefined, 'E5 captured again')
    // Suicide into a one-point eye is refused; filling one's own is not.
    await ok(controller, 'play W H1', '')
    await ok(controller, 'play W J2', '')
    await fails(controller, 'play B J1', 'illegal move')
    await ok(controller, 'play W J1', '')
  } finally {
    await controller.stop()
  }
})

test("ControllerStateTracker syncs the board as Sabaki's engine syncer does", async () => {
  assert.ok(BIN && existsSync(BIN), 'KAKUNIN_BIN must name the kakunin binary')
  let tracker = ControllerStateTracker.fromController(BIN, ['--threads', '1', '--seed', '3'])
  let {controller} = tracker
  let sent = []
  controller.on('command-sent', ({command}) => sent.push(Command.toString(command)))
  try {
    let history = [
      {name: 'set_free_handicap', args: ['D4', 'Q16']},
      {name: 'play', args: ['W', 'Q4']},
      {name: 'play', args: ['B', 'C3']},
      {name: 'play', args: ['W', 'C16']},
      {name: 'play', args: ['B', 'R4']},
    ]
    await tracker.sync({komi: 0.5, boardsize: [19, 19], history})
    assert.deepEqual(sent, [
      'komi 0.5', 'boardsize 19', 'clear_board',
      'set_free_handicap D4 Q16', 'play W Q4', 'play B C3', 'play W C16', 'play B R4',
    ])
    assert.deepEqual(sorted(await stones(controller, 19)), [
      'OC16', 'OQ4', 'XC3', 'XD4', 'XQ16', 'XR4',
    ])

    let res = await tracker.queueCommand({name: 'genmove', args: ['W']})
    assert.equal(res.error, false)
    assert.match(res.content, VERTEX_19)
    assert.equal(tracker.state.history.length, res.content.toUpperCase() === 'RESIGN' ? 5 : 6)

    // Going back in the game tree: the tracker undoes genmove and R4, then
    // plays the new branch, all pipelined.
    sent.length = 0
    let branch = [...history.slice(0, 4), {name: 'play', args: ['B', 'R3']}]
    await tracker.sync({komi: 0.5, boardsize: [19, 19], history: branch})
    assert.deepEqual(sent.filter(c => c !== 'list_commands'), ['undo', 'undo', 'play B R3'])
    assert.deepEqual(sorted(await stones(controller, 19)), [
      'OC16', 'OQ4', 'XC3', 'XD4', 'XQ16', 'XR3',
    ])

    // A new board size replays from the start.
    sent.length = 0
    await tracker.sync({
      komi: 6.5,
      boardsize: [9, 9],
      history: [{name: 'play', args: ['B', 'E5']}],
    })
    assert.deepEqual(sent, ['komi 6.5', 'boardsize 9', 'clear_board', 'play B E5'])
    assert.deepEqual(sorted(await stones(controller, 9)), ['XE5'])
  } finally {
    await controller.stop()
  }
})

// Parses a line of analysis as Sabaki's engine syncer does: `info` entries
// of key-value pairs ending with the principal variation.
function parseAnalysis(line) {
  return line
    .split(/\s*info\s+/)
    .slice(1)
    .map(entry => {
      let [head, pv] = entry.split(/\s+pv\s+/)
      let tokens = head.trim().split(/\s+/)
      let fields = {}
      for (let i = 0; i + 1 < tokens.length; i += 2) fields[tokens[i]] = tokens[i + 1]
      return {...fields, pv: pv.trim().split(/\s+/)}
    })
}

test('analysis as Sabaki runs it: a stream of info lines, stopped by the next command', async () => {
  let {controller, stderr} = engine()
  try {
    for (let line of ['komi 6.5', 'boardsize 19', 'clear_board', 'play B Q16', 'play W D4']) {
      await ok(controller, line, '')
    }
    let before = await ok(controller, 'showboard')
    // Sabaki sends the colour to move and its interval in centiseconds.
    let infoLines = []
    let ended = false
    let analysis = controller.sendCommand(Command.fromString('analyze B 10'), ({line, end}) => {
      if (line.startsWith('info ')) infoLines.push(line)
      if (end) ended = true
    })
    while (infoLines.length < 3) {
      await new Promise(resolve => setTimeout(resolve, 20))
      assert.equal(ended, false, 'the stream goes on until the next command')
    }
    // Sabaki stops an analysis by sending its next command.
    let next = send(controller, 'name')
    let response = await analysis
    assert.equal(response.error, false)
    assert.ok(ended)
    assert.deepEqual(await next, {id: null, content: 'kakunin', error: false})

    assert.ok(infoLines.length >= 3)
    let lastTotal = 0
    for (let line of infoLines) {
      let entries = parseAnalysis(line)
      assert.ok(entries.length > 0, line)
      let total = 0
      entries.forEach((entry, order) => {
        assert.match(entry.move, VERTEX_19, line)
        assert.ok(!['Q16', 'D4'].includes(entry.move), `occupied ${entry.move}: ${line}`)
        assert.equal(entry.order, String(order), line)
        assert.equal(entry.pv[0], entry.move, line)
        // KataGo's win rates: fractions, which Sabaki reads as such.
        assert.ok(entry.winrate.includes('.'), line)
        let winrate = Number(entry.winrate)
        assert.ok(winrate >= 0 && winrate <= 1, line)
        assert.ok(Number.isFinite(Number(entry.scoreLead)), line)
        total += Number(entry.visits)
      })
      assert.ok(total >= lastTotal, 'visits grow from line to line')
      lastTotal = total
    }
    // The response's content is the lines of the stream.
    assert.ok(response.content.split('\n').every(l => l.startsWith('info ')))
    assert.equal(await ok(controller, 'showboard'), before, 'analysis changed the game')

    // genmove_analyze: info lines, then the move, which is played.
    let lines = []
    let res = await controller.sendCommand(
      Command.fromString('genmove_analyze B 10'),
      ({line}) => lines.push(line)
    )
    assert.equal(res.error, false)
    let play = lines.filter(l => l.startsWith('play '))
    assert.equal(play.length, 1, lines.join('\n'))
    let move = play[0].slice(5)
    assert.match(move, VERTEX_19)
    if (move !== 'pass') await fails(controller, `play W ${move}`, 'illegal move')
  } finally {
    await controller.stop()
  }
  assert.deepEqual(stderr, [], 'nothing on standard error')
})
