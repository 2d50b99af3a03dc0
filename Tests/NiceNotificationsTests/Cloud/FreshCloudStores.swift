import Foundation
import NiceNotifications
import NiceNotificationsTesting

extension CloudGroupPermissionStore {
  /// A store over `keyValues` that remembers no decision of its own yet, its clock stopped at `instant`.
  ///
  /// ```swift
  /// let permissions = CloudGroupPermissionStore.fresh(over: cloud.device("phone"), clockAt: night)
  /// ```
  static func fresh(over keyValues: SimulatedKeyValueStore, clockAt instant: Date) -> Self {
    Self(keyValueStore: keyValues, knownDecisions: InMemoryKnownDecisionsStore()) { instant }
  }
}

extension CloudHandledOccurrenceStore {
  /// A store over `keyValues` that remembers no decision of its own yet, its clock stopped at `instant`.
  ///
  /// ```swift
  /// let handled = CloudHandledOccurrenceStore.fresh(over: cloud.device("phone"), clockAt: night)
  /// ```
  static func fresh(over keyValues: SimulatedKeyValueStore, clockAt instant: Date) -> Self {
    Self(keyValueStore: keyValues, knownDecisions: InMemoryKnownDecisionsStore()) { instant }
  }
}
