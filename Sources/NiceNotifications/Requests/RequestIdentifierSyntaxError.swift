/// Why a text is not an identifier of this framework, or an occurrence key not one of its forms:
/// `try RequestIdentifierGrammar.parts(of: ":0:now")`.
enum RequestIdentifierSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  case noSeparator
  case emptyGroup
  case emptyEntry
  case emptyOccurrence
  /// The text has one `:`, and what follows it is not the UUID of the original format.
  case notAnOriginalUUID(String)
  case malformedWallClockKey(String)
  /// An occurrence key that starts with `t` and is not an instant's.
  case malformedInstantKey(String)
  case malformedRepeat(String)
  case malformedSnoozeOccurrence(String)
  /// An occurrence key that starts with `repeating` and is neither `repeating` nor `repeating@HHmmss`.
  case malformedMovedRepeatingKey(String)

  var description: String {
    switch self {
    case .noSeparator: "no ':' separates the group"
    case .emptyGroup: "the group is empty"
    case .emptyEntry: "the entry is empty"
    case .emptyOccurrence: "the occurrence is empty"
    case .notAnOriginalUUID(let text): "'\(text)' is not the UUID of an original identifier"
    case .malformedWallClockKey(let text): "'\(text)' is not a wall-clock key"
    case .malformedInstantKey(let text): "'\(text)' is not an instant key"
    case .malformedRepeat(let text): "'\(text)' is not a repeat count of 2 or more"
    case .malformedSnoozeOccurrence(let text): "'\(text)' is not a snoozed entry and occurrence"
    case .malformedMovedRepeatingKey(let text): "'\(text)' is not a moved repeating key"
    }
  }
}
