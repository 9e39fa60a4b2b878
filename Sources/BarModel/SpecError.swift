import Basics

/// A bad scene spec: the JSON path of the offending value and what is wrong with it,
/// e.g. `item.right[1].tint: "#12" is not a colour`.
public typealias SpecError = JSONPathError
