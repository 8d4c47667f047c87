// The Heat maps tab: a profile's piece-square table (or two profiles' difference) over the board,
// each square's value in a chip of its own colour in the square's corner, readable over a piece.
import {$, el, message, errorText, whiteAtBottom, boardTurned} from "./core"
import {api, Pair} from "./api"
import {currentValue, editedProfileName, pstElement, setWeight} from "./weights"

const activeTab = () => document.querySelector<HTMLButtonElement>(".tabs button.active")!.dataset.tab
let seq = 0

export async function renderHeat() {
    const overlay = $("heat-overlay")
    const on = activeTab() === "heat" && $<HTMLInputElement>("heat-show").checked
    if (activeTab() !== "heat") { overlay.hidden = true; return }
    const my = ++seq
    overlay.dataset.busy = "1" // until the latest request is drawn (the browser test waits on it)
    try {
        const piece = $<HTMLSelectElement>("heat-piece").value
        const p = await api.pst($<HTMLSelectElement>("heat-profile").value, piece,
            $<HTMLSelectElement>("heat-stage").value, $<HTMLSelectElement>("heat-diff").value)
        await boardTurned() // a turn of the board in progress ends first: its orientation is then known
        if (my !== seq) return
        const pawn = piece.toLowerCase() === "p"
        const values = p.values.filter((_, sq) => !pawn || (sq >= 8 && sq < 56))
        const max = Math.max(1, ...values.map(Math.abs))
        overlay.replaceChildren()
        const white = whiteAtBottom()
        for (let row = 0; row < 8; row++)
            for (let col = 0; col < 8; col++) {
                const rank = white ? 7 - row : row, file = white ? col : 7 - col
                const cell = el("div", {"data-square": "abcdefgh"[file] + (rank + 1)})
                // A pawn never stands on its first or last rank: no value there.
                if (!pawn || (rank > 0 && rank < 7)) {
                    const v = p.values[rank * 8 + file]
                    const a = Math.abs(v) / max
                    cell.style.background = v >= 0 ? `rgba(230,50,40,${0.6 * a})` : `rgba(40,90,230,${0.6 * a})`
                    const chip = el("span", {class: "v"}, String(v))
                    const name = p.diff ? null : pstElement(p.profile, piece, rank * 8 + file)
                    if (name) editable(chip, name, p.stage === "eg" ? 1 : 0)
                    cell.append(chip)
                }
                overlay.append(cell)
            }
        overlay.dataset.orientation = white ? "white" : "black"
        overlay.hidden = !on
        const unit = p.units_per_cp === 1 ? "centipawns" : `1/${p.units_per_cp} centipawn`
        const title = `${p.profile}${p.diff ? " minus " + p.diff : ""}: ${$<HTMLSelectElement>("heat-piece").selectedOptions[0].text}, ${p.stage === "op" ? "opening" : "endgame"}`
        $("heat-legend").replaceChildren(el("b", {}, title), el("span", {}, String(-max)), el("span", {class: "bar"}), el("span", {}, "+" + max), el("span", {}, `(${unit})`))
        if (overlay.querySelector(".editable")) $("heat-legend").append(el("span", {class: "hint"}, "click a value to set it"))
    } catch (e) {
        message(errorText(e))
    } finally {
        if (my === seq) delete overlay.dataset.busy
    }
}

// A square's value of an edited profile's explicit tables: a click opens a number field in the
// chip; Enter (or leaving it) sets the element, Escape gives up.
function editable(chip: HTMLElement, name: string, stage: number) {
    chip.classList.add("editable")
    chip.dataset.element = name
    chip.title = `${name}: click to set`
    chip.onclick = () => {
        const now = currentValue(name) as Pair
        const input = el("input", {type: "number", step: "1", value: String(now[stage]), "aria-label": name}) as HTMLInputElement
        chip.replaceChildren(input)
        input.focus()
        input.select()
        let done = false
        const finish = async (keep: boolean) => {
            if (done) return
            done = true
            const v = Number(input.value)
            if (keep && Number.isInteger(v) && v !== now[stage]) {
                const pair: Pair = stage ? [now[0], v] : [v, now[1]]
                if (await setWeight(name, pair)) {
                    const e = editedProfileName()
                    if (e) $<HTMLSelectElement>("heat-profile").value = e
                }
            }
            renderHeat()
        }
        input.onkeydown = ev => { if (ev.key === "Enter") finish(true); else if (ev.key === "Escape") finish(false) }
        input.onblur = () => finish(true)
    }
}

export function initHeat() {
    for (const id of ["heat-profile", "heat-piece", "heat-stage", "heat-diff", "heat-show"]) $(id).onchange = () => renderHeat()
}
