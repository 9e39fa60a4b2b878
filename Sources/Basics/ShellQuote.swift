/// A word a POSIX shell reads back unchanged: as is when it holds only safe characters, else in single quotes
/// (a `'` inside becomes `'\''`). Every command BarSnap prints for copy-paste quotes its arguments with this.
package func shellQuoted(_ s: String) -> String { Shell.quote(s) }
