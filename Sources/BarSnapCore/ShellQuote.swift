/// A word a POSIX shell reads back unchanged: as is when it holds only safe characters, else in single quotes
/// (a `'` inside becomes `'\''`). Every command BarSnap prints for copy-paste quotes its arguments with this.
public func shellQuoted(_ s: String) -> String {
    let safe = s.unicodeScalars.allSatisfy { c in
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "@", "+", "-", "/", ":", "=", ",": return true
        default: return false
        }
    }
    if safe && !s.isEmpty { return s }
    var out = "'"
    for ch in s { out += ch == "'" ? "'\\''" : String(ch) }
    return out + "'"
}
