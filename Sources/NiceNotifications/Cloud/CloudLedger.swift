import DateBuilder
import Foundation

/// The decisions of one cloud store, merged with what this device last knew of each (its shadow, kept
/// in a ``KnownDecisionsStore``), so an older value pushed later never replaces a later decision.
///
/// Each call runs under one lock, around the stores' own (synchronous) calls.
final class CloudLedger<Value: CloudDecisionValue>: Sendable {
  typealias Decision = CloudDecision<Value>

  private struct Memory {
    var shadow: [String: Decision]
    /// The shadow as last kept; `nil` when what was kept could not be read.
    var kept: [String: Decision]?
  }

  let keyValueStore: any UbiquitousKeyValueStoring
  let prefix: String
  let keyBudget: Int
  private let knownDecisions: any KnownDecisionsStore
  private let memory: Locked<Memory>

  init(
    keyValueStore: any UbiquitousKeyValueStoring, prefix: String, keyBudget: Int,
    knownDecisions: any KnownDecisionsStore
  ) {
    self.keyValueStore = keyValueStore
    self.prefix = prefix
    self.keyBudget = keyBudget
    self.knownDecisions = knownDecisions
    let kept = Self.readKnownDecisions(knownDecisions, prefix: prefix)
    memory = Locked(Memory(shadow: kept ?? [:], kept: kept))
  }

  func key(for subject: String) -> String {
    Self.key(prefix: prefix, subject: subject)
  }

  /// A prefix and the subject's 128-bit digest in hex, so that any subject fits the store's 64-byte keys.
  private static func key(prefix: String, subject: String) -> String {
    var hash = FNV128()
    var text = subject
    text.withUTF8 { hash.combine($0) }
    return prefix + FNV128.hex(high: hash.high, low: hash.low)
  }

  /// The winning decision about `subject`, read at `now` on this device's clock.
  func decision(about subject: String, now: Date) -> Decision? {
    withShadow { settle(key(for: subject), &$0, now: now) }
  }

  /// Every winning decision, read at `now` on this device's clock.
  func all(now: Date) -> [Decision] {
    withShadow { shadow in ownKeys(&shadow).compactMap { settle($0, &shadow, now: now) } }
  }

  /// Records `decision`, stamped later than the decision it replaces; `false` if the key
  /// budget is spent even after dropping what may be dropped.
  func record(_ decision: Decision, now: Date) -> Bool {
    withShadow { shadow in
      let key = key(for: decision.subject)
      var stamped = decision
      if let current = settle(key, &shadow, now: now) {
        // Later than what this device saw, even if its clock is behind the one that made it.
        stamped.decidedAt = max(stamped.decidedAt, current.decidedAt.addingTimeInterval(0.001))
      } else if !makeRoom(now: now, &shadow) {
        return false
      }
      keyValueStore.setValue(stamped.propertyList, forKey: key)
      shadow[key] = stamped
      return true
    }
  }

  func remove(where forgotten: (Decision) -> Bool) {
    withShadow { shadow in
      for key in ownKeys(&shadow) {
        guard let decision = settle(key, &shadow, now: nil), forgotten(decision) else { continue }
        keyValueStore.removeValue(forKey: key)
        shadow[key] = nil
      }
    }
  }

  /// Merges the keys `change` names, and returns the subjects whose winning value changed.
  func absorb(_ change: UbiquitousKeyValueChange) -> Set<String> {
    withShadow { shadow in
      let previous = shadow
      var keys = change.changedKeys.filter { $0.hasPrefix(prefix) }
      if change.reason == .accountChange {
        // Another account's values: nothing this device knew counts against them.
        keys += keyValueStore.keys.filter { $0.hasPrefix(prefix) } + shadow.keys
        shadow = [:]
      }
      var subjects: Set<String> = []
      for key in Set(keys) {
        let before = previous[key]
        let after = settle(key, &shadow, now: nil)
        guard (before?.value ?? .absent) != (after?.value ?? .absent) else { continue }
        if let before { subjects.insert(before.subject) }
        if let after { subjects.insert(after.subject) }
      }
      return subjects
    }
  }

  private func withShadow<Result>(_ body: (inout [String: Decision]) -> Result) -> Result {
    memory.withLock { memory in
      let result = body(&memory.shadow)
      let bounded = bounded(memory.shadow)
      if bounded != memory.kept {
        // A failed write is not retried before the next change: the shadow in memory still
        // defends every decision while this process runs.
        try? knownDecisions.saveKnownDecisions(bounded.mapValues(\.propertyList), forPrefix: prefix)
        memory.kept = bounded
      }
      return result
    }
  }

  /// The shadow within the key budget: the latest decisions, when another device's larger
  /// budget left more keys than this store keeps.
  private func bounded(_ shadow: [String: Decision]) -> [String: Decision] {
    guard shadow.count > keyBudget else { return shadow }
    let latest = shadow.sorted { a, b in
      a.value.decidedAt != b.value.decidedAt ? a.value.decidedAt > b.value.decidedAt : a.key < b.key
    }
    return Dictionary(uniqueKeysWithValues: latest.prefix(keyBudget).map { ($0.key, $0.value) })
  }

  /// The shadow kept on the device, or `nil` if it cannot be read; an entry this code did not write, or
  /// one filed under another subject's key, is left out.
  private static func readKnownDecisions(
    _ store: any KnownDecisionsStore, prefix: String
  ) -> [String: Decision]? {
    guard let kept = try? store.knownDecisions(forPrefix: prefix) else { return nil }
    return kept.compactMapValues(Decision.init(propertyList:)).filter { stored, decision in
      Self.key(prefix: prefix, subject: decision.subject) == stored
    }
  }

  private func ownKeys(_ shadow: inout [String: Decision]) -> [String] {
    Set(keyValueStore.keys.filter { $0.hasPrefix(prefix) }).union(shadow.keys).sorted()
  }

  /// The winner under `key` between the store and the shadow: a later shadow decision is
  /// written back; a value this code cannot read, or one filed under another subject's key, counts as
  /// no decision.
  ///
  /// A key removed from the store is forgotten, unless the shadow holds a decision with a forget date
  /// still ahead on this device's clock (`now`): another device removed it as past by a clock ahead of
  /// this one, and it is written back. Without a clock (a change the store reported) such a decision
  /// stays as it is until the next read with one.
  private func settle(_ key: String, _ shadow: inout [String: Decision], now: Date?) -> Decision? {
    guard let stored = keyValueStore.value(forKey: key) else {
      guard let known = shadow[key], let forgetAfter = known.forgetAfter,
        now.map({ forgetAfter >= $0 }) ?? true
      else {
        shadow[key] = nil
        return nil
      }
      if now != nil { keyValueStore.setValue(known.propertyList, forKey: key) }
      return known
    }
    let decision = Decision(propertyList: stored).flatMap { self.key(for: $0.subject) == key ? $0 : nil }
    let winner: Decision
    switch (decision, shadow[key]) {
    case (nil, nil): return nil
    case (let decision?, nil): winner = decision
    case (nil, let known?): winner = known
    case (let decision?, let known?): winner = Decision.merged(decision, known)
    }
    if winner != decision { keyValueStore.setValue(winner.propertyList, forKey: key) }
    shadow[key] = winner
    return winner
  }

  /// Makes room for one more key: first by dropping values that are no decision (this code cannot
  /// read them) and decisions forgettable at `now`, then those that only say "no decision", oldest first.
  private func makeRoom(now: Date, _ shadow: inout [String: Decision]) -> Bool {
    let keys = keyValueStore.keys.filter { $0.hasPrefix(prefix) }
    guard keys.count >= keyBudget else { return true }
    var droppable: [(key: String, decidedAt: Date, isPast: Bool)] = []
    for key in keys {
      guard let decision = settle(key, &shadow, now: now) else {
        if keyValueStore.value(forKey: key) != nil { droppable.append((key, .distantPast, true)) }
        continue
      }
      let isPast = decision.forgetAfter.map { $0 < now } ?? false
      if isPast || decision.value == .absent {
        droppable.append((key, decision.decidedAt, isPast))
      }
    }
    // Past decisions go first, then the oldest.
    droppable.sort { a, b in a.isPast != b.isPast ? a.isPast : a.decidedAt < b.decidedAt }
    let excess = keys.count - keyBudget + 1
    guard droppable.count >= excess else { return false }
    for (key, _, _) in droppable.prefix(excess) {
      keyValueStore.removeValue(forKey: key)
      shadow[key] = nil
    }
    return true
  }
}
