import NiceNotifications
import PropertyTesting
import Testing

/// The `GroupPermissionStore` requirements, checked against every store in the package.
struct GroupPermissionStoreTests {
  @Test(arguments: StoreKind.allCases)
  func unknownGroupReadsAsNotAsked(kind: StoreKind) async throws {
    try await kind.withStore { store throws in
      #expect(try await store.permission(forGroup: "dailyQuote") == .notAsked)
      #expect(try await store.allPermissions().isEmpty)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func decisionsRoundTrip(kind: StoreKind) async throws {
    try await kind.withStore { store throws in
      try await store.setPermission(.allowed, forGroup: "dailyQuote")
      try await store.setPermission(.denied, forGroup: "weeklyDigest")
      #expect(try await store.permission(forGroup: "dailyQuote") == .allowed)
      #expect(try await store.permission(forGroup: "weeklyDigest") == .denied)
      try await store.setPermission(.denied, forGroup: "dailyQuote")
      #expect(try await store.permission(forGroup: "dailyQuote") == .denied)
      #expect(try await store.allPermissions() == ["dailyQuote": .denied, "weeklyDigest": .denied])
    }
  }

  @Test(arguments: StoreKind.allCases)
  func settingNotAskedForgetsTheGroup(kind: StoreKind) async throws {
    try await kind.withStore { store throws in
      try await store.setPermission(.allowed, forGroup: "dailyQuote")
      try await store.setPermission(.notAsked, forGroup: "dailyQuote")
      #expect(try await store.permission(forGroup: "dailyQuote") == .notAsked)
      #expect(try await store.allPermissions().isEmpty)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func removingForgetsOnlyThatGroup(kind: StoreKind) async throws {
    try await kind.withStore { store throws in
      try await store.setPermission(.allowed, forGroup: "a")
      try await store.setPermission(.denied, forGroup: "b")
      try await store.removePermission(forGroup: "a")
      try await store.removePermission(forGroup: "never-seen")
      #expect(try await store.permission(forGroup: "a") == .notAsked)
      #expect(try await store.allPermissions() == ["b": .denied])
    }
  }

  @Test(arguments: StoreKind.allCases)
  func groupIdentifiersAreKeptAsGiven(kind: StoreKind) async throws {
    let groups = ["", "with space", "dotted.name", "colon:name", "ünïcødé 🔔", "\"quoted\"", "a/b\\c"]
    try await kind.withStore { store throws in
      for group in groups { try await store.setPermission(.allowed, forGroup: group) }
      #expect(
        try await store.allPermissions() == Dictionary(uniqueKeysWithValues: groups.map { ($0, .allowed) }))
      for group in groups { #expect(try await store.permission(forGroup: group) == .allowed) }
    }
  }

  @Test(arguments: StoreKind.allCases)
  func concurrentWritersOnDifferentGroupsAllSurvive(kind: StoreKind) async throws {
    try await kind.withStore { store throws in
      try await withThrowingTaskGroup(of: Void.self) { tasks in
        for index in 0..<200 {
          tasks.addTask {
            try await store.setPermission(index.isMultiple(of: 3) ? .denied : .allowed, forGroup: "g\(index)")
          }
        }
        try await tasks.waitForAll()
      }
      let all = try await store.allPermissions()
      #expect(all.count == 200)
      #expect(all.filter { $0.value == .denied }.count == 67)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func concurrentWritersOnOneGroupEndWithAWrittenValue(kind: StoreKind) async throws {
    try await kind.withStore { store throws in
      try await withThrowingTaskGroup(of: Void.self) { tasks in
        for index in 0..<200 {
          tasks.addTask {
            try await store.setPermission(index.isMultiple(of: 2) ? .allowed : .denied, forGroup: "one")
          }
        }
        try await tasks.waitForAll()
      }
      let final = try await store.permission(forGroup: "one")
      #expect(final == .allowed || final == .denied)
      #expect(try await store.allPermissions().count == 1)
    }
  }

  /// Any sequence of writes leaves the store equal to a dictionary that saw the same writes.
  @Test(arguments: StoreKind.allCases)
  func storeBehavesLikeADictionary(kind: StoreKind) async throws {
    await expectProperty(
      "store equals a dictionary model", iterations: kind == .inMemory ? 300 : 60,
      generate: StoreOperation.randomSequence, shrink: { Shrink.array($0) }
    ) { operations in
      var model: [String: GroupPermission] = [:]
      var matches = true
      try await kind.withStore { store throws in
        for operation in operations {
          switch operation {
          case let .set(permission, group):
            try await store.setPermission(permission, forGroup: group)
            model[group] = permission == .notAsked ? nil : permission
          case let .remove(group):
            try await store.removePermission(forGroup: group)
            model[group] = nil
          }
          let read = try await store.permission(forGroup: operation.group)
          if read != model[operation.group] ?? .notAsked { matches = false }
        }
        if try await store.allPermissions() != model { matches = false }
      }
      return matches
    }
  }
}

/// One write to a group-permission store, for model-based tests.
enum StoreOperation: Sendable, CustomStringConvertible {
  case set(GroupPermission, String)
  case remove(String)

  var group: String {
    switch self {
    case let .set(_, group), let .remove(group): group
    }
  }

  var description: String {
    switch self {
    case let .set(permission, group): "set(.\(permission), \"\(group)\")"
    case let .remove(group): "remove(\"\(group)\")"
    }
  }

  /// Up to 12 writes over 4 groups, so that groups are written, overwritten and removed.
  static func randomSequence(_ generator: inout SeededGenerator) -> [StoreOperation] {
    let groups = ["dailyQuote", "weeklyDigest", "streak", "news"]
    return (0..<Int.random(in: 0...12, using: &generator)).map { _ in
      let group = groups[Int.random(in: 0..<groups.count, using: &generator)]
      if Int.random(in: 0..<5, using: &generator) == 0 { return .remove(group) }
      return .set(GroupPermission.allCases[Int.random(in: 0..<3, using: &generator)], group)
    }
  }
}
