import { defineModule } from '../../core/module';
import { createOperationRecordsService } from './operation-records.service';

export const operationRecordsModule = defineModule({
  name: 'operation-records',
  services: () => ({ operationRecords: createOperationRecordsService() }),
});
