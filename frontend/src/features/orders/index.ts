/** What other features may use of the orders feature. */
export { ordersApi, useGetOrdersByEmailQuery, usePlaceOrderMutation, type PlaceOrderArgs } from './api';
export { formatAddress } from './components/order-card';
export { OrderCardHeader } from './components/order-card-header';
export { formatOrderTime, OrderStatusBadge, OrderStatusHistory } from './components/order-status';
export { ORDER_STATUS_LABELS } from './order-status-labels';
