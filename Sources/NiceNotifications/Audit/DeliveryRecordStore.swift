/// Where the ``DeliveryRecord`` persists between launches:
/// `LocalNotifications(center: center, permissionStore: store,
/// deliveryRecordStore: InMemoryDeliveryRecordStore())`.
///
/// # Implementation requirements
///
/// - A store never written reads as an empty record.
/// - Storage that cannot be read throws, never reads as an empty record, and is not overwritten.
public protocol DeliveryRecordStore: Sendable {
  /// The record as last saved; read at every write and by ``LocalNotifications/deliveryAudit()``.
  func deliveryRecord() async throws(DeliveryRecordStoreError) -> DeliveryRecord
  /// Keeps `record`, replacing the one saved; called after every write of the package.
  func saveDeliveryRecord(_ record: DeliveryRecord) async throws(DeliveryRecordStoreError)
}
