import DateBuilder

/// A delivery-record store in memory, for tests, previews and apps that audit one launch at a time.
///
/// ```swift
/// LocalNotifications(center: center, permissionStore: permissions, deliveryRecordStore: InMemoryDeliveryRecordStore())
/// ```
public final class InMemoryDeliveryRecordStore: DeliveryRecordStore {
  private let record = Locked(DeliveryRecord())

  /// Creates an empty store.
  ///
  /// ```swift
  /// let store = InMemoryDeliveryRecordStore()
  /// ```
  public init() {}

  /// The record; never throws.
  public func deliveryRecord() async -> DeliveryRecord { record.withLock { $0 } }

  /// Keeps the record; never throws.
  public func saveDeliveryRecord(_ record: DeliveryRecord) async { self.record.withLock { $0 = record } }
}
