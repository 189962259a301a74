import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@taskflow/app-providers';
import { MessagesPage } from './messages/components/MessagesPage';

/** Routes below /dashboard/messages. */
export default function MessagesRoutes() {
  return (
    <Routes>
      <Route index element={<MessagesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
