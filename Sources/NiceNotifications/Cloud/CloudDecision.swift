import Foundation

/// A value one key of a cloud store decides, as the merge rule sees it, stored as its raw value.
protocol CloudDecisionValue: RawRepresentable, Hashable, Sendable where RawValue == String {
  /// What a key without a decision means.
  static var absent: Self { get }
  /// Breaks a tie between decisions made at the same instant: the higher wins.
  var rank: Int { get }
}

/// One decision under one key of a cloud store: about what (a group, or an occurrence's
/// identifier), what was decided, when, and after when the key may be forgotten.
struct CloudDecision<Value: CloudDecisionValue>: Hashable, Sendable {
  var subject: String
  var value: Value
  var decidedAt: Date
  var forgetAfter: Date?

  /// The format version written under `"v"`.
  static var version: Int { 1 }

  /// The merge rule: the later decision wins; at the same instant, the higher rank, then a
  /// fixed order of the rest, so that every device picks the same one.
  static func merged(_ a: Self, _ b: Self) -> Self {
    if a.decidedAt != b.decidedAt { return a.decidedAt > b.decidedAt ? a : b }
    if a.value.rank != b.value.rank { return a.value.rank > b.value.rank ? a : b }
    let aForget = a.forgetAfter ?? .distantFuture
    let bForget = b.forgetAfter ?? .distantFuture
    if aForget != bForget { return aForget > bForget ? a : b }
    return a.subject >= b.subject ? a : b
  }

  var propertyList: PropertyListValue {
    var fields: [String: PropertyListValue] = [
      "v": .int(Self.version), "s": .string(subject), "d": .string(value.rawValue), "at": .date(decidedAt),
    ]
    if let forgetAfter { fields["until"] = .date(forgetAfter) }
    return .dictionary(fields)
  }
}

extension CloudDecision {
  /// Reads a stored decision; `nil` for anything this code did not write, a date that is no instant included.
  init?(propertyList: PropertyListValue) {
    guard case .dictionary(let fields) = propertyList, fields["v"] == .int(Self.version),
      case .string(let subject)? = fields["s"], case .string(let text)? = fields["d"],
      let value = Value(rawValue: text), case .date(let decidedAt)? = fields["at"],
      decidedAt.timeIntervalSince1970.isFinite
    else { return nil }
    var forgetAfter: Date?
    switch fields["until"] {
    case nil: break
    case .date(let date)? where date.timeIntervalSince1970.isFinite: forgetAfter = date
    default: return nil
    }
    self.init(subject: subject, value: value, decidedAt: decidedAt, forgetAfter: forgetAfter)
  }
}

extension GroupPermission: CloudDecisionValue {
  static var absent: GroupPermission { .notAsked }
  /// At the same instant, off beats on: a group someone turned off is not turned back on by a tie.
  var rank: Int {
    switch self {
    case .notAsked: 0
    case .allowed: 1
    case .denied: 2
    }
  }
}

/// Whether an occurrence is marked done.
enum HandledMark: String, CloudDecisionValue {
  case done, undone

  static var absent: HandledMark { .undone }
  /// At the same instant, done beats undone.
  var rank: Int { self == .done ? 1 : 0 }
}
